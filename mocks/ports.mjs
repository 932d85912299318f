// Fixed local ports of the mocks and the portal. PORT_OFFSET shifts them all, so two checkouts
// (or two people's test runs) can run side by side on one machine.
import base from './ports.json' with { type: 'json' };

const offset = Number(process.env.PORT_OFFSET ?? 0) || 0;

/** @type {Record<keyof typeof base, number>} */
export const ports = Object.fromEntries(Object.entries(base).map(([name, port]) => [name, port + offset]));
