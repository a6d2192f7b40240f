/**
 * sharp, loaded at the first image rather than at start-up: its native binding and the version checks
 * it runs on load cost ~35 ms of every start, and most requests never touch an image.
 */
import type sharpModule from 'sharp';

type SharpFactory = typeof sharpModule;
let loading: Promise<SharpFactory> | undefined;

export const loadSharp = (): Promise<SharpFactory> => (loading ??= import('sharp').then((m) => m.default));
