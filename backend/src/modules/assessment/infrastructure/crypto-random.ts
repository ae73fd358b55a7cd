import { randomInt } from 'node:crypto';
import type { Random } from '../domain/draw';

const RANGE = 2 ** 47;

/** Draws and option orders come from the CSPRNG, so no one can predict the next attempt's order. */
export const cryptoRandom: Random = () => randomInt(0, RANGE) / RANGE;
