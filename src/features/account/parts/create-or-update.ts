import { notifySuccess } from '@/lib/notify';

interface Mutation<V> {
  mutateAsync: (variables: V) => Promise<unknown>;
}

/** Saves an editor's record: creates it when it is new, otherwise updates it, and says which it did. */
export async function createOrUpdate<V>(
  creating: boolean,
  mutations: { create: Mutation<V>; update: Mutation<V> },
  variables: V,
  notice: { created: string; saved: string },
): Promise<void> {
  await (creating ? mutations.create : mutations.update).mutateAsync(variables);
  notifySuccess(creating ? notice.created : notice.saved);
}
