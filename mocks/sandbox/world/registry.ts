// Worlds by id. `npm start` uses the default world; each end-to-end test picks its own with the
// `sandbox_world` cookie (or `x-sandbox-world` header), so tests never see each other's writes.
import { World, type WorldOptions } from './world';

export const DEFAULT_WORLD = 'default';
/** Worlds kept at most; the least recently used other than the default is forgotten first. */
const KEEP = 60;
const WORLD_ID = /^[A-Za-z0-9_.-]{1,80}$/;

export class WorldRegistry {
  private readonly worlds = new Map<string, World>();
  private readonly options = new Map<string, WorldOptions>();

  /**
   * @param defaults options of the default world (from the command line)
   * @param others options of the worlds tests ask for (standard seed, fixed clock)
   */
  constructor(
    private readonly defaults: WorldOptions,
    private readonly others: WorldOptions = { size: 'standard', clock: 'fixed' },
  ) {}

  /** The world `id` names, created on first use; an id that is not a plain token means the default. */
  get(id: string | undefined): World {
    const key = id && WORLD_ID.test(id) ? id : DEFAULT_WORLD;
    let world = this.worlds.get(key);
    if (world) {
      this.worlds.delete(key);
    } else {
      world = new World(key, key === DEFAULT_WORLD ? this.defaults : (this.options.get(key) ?? this.others));
    }
    this.worlds.set(key, world);
    this.evict();
    return world;
  }

  /** Sets the options of world `id` (a test's): it starts again from the seed with them. */
  configure(id: string, options: WorldOptions): void {
    if (!WORLD_ID.test(id) || id === DEFAULT_WORLD) throw new Error(`world id ${id} cannot be configured`);
    this.options.set(id, options);
    this.worlds.delete(id);
  }

  /** Forgets a world: its next request starts from the seed again. */
  reset(id: string | undefined): void {
    this.worlds.delete(id && WORLD_ID.test(id) ? id : DEFAULT_WORLD);
  }

  ids(): string[] {
    return [...this.worlds.keys()];
  }

  private evict(): void {
    for (const key of this.worlds.keys()) {
      if (this.worlds.size <= KEEP) return;
      if (key !== DEFAULT_WORLD) {
        this.worlds.delete(key);
        this.options.delete(key);
      }
    }
  }
}
