/** A square PNG, RGB (3 channels) or RGBA (4), whose pixels `colourAt(x, y)` gives. */
export function encodePng(size: number, channels: 3 | 4, colourAt: (x: number, y: number) => readonly number[]): Buffer;
