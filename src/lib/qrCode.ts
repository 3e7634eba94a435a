/**
 * A QR code as the browser receives it: its modules row after row, one bit each (1 is dark),
 * packed into bytes and written in base64. The two store codes cost a document about 400
 * bytes this way, where drawing them in the browser would cost it an encoder (decision 019).
 */
export interface PackedQrCode {
  /** Modules on a side, without the quiet zone. */
  size: number;
  /** The modules' bits in base64, row-major, most significant bit first. */
  modules: string;
}

/** The light margin a scanner needs around the code, in modules: four, as ISO/IEC 18004 asks. */
export const QUIET_ZONE = 4;

/** Packs a square of modules (`true` is dark), as an encoder gives them. */
export function packQrCode(rows: readonly (readonly boolean[])[]): PackedQrCode {
  const size = rows.length;
  const bytes = new Uint8Array(Math.ceil((size * size) / 8));
  rows.forEach((row, y) => {
    if (row.length !== size) throw new Error(`A QR code is square: row ${y} has ${row.length} modules, not ${size}`);
    row.forEach((dark, x) => {
      const bit = y * size + x;
      if (dark) bytes[bit >> 3]! |= 0x80 >> (bit & 7);
    });
  });
  return { size, modules: btoa(String.fromCharCode(...bytes)) };
}

/**
 * The SVG path of the dark modules, one unit per module from (0, 0): each horizontal run of
 * dark modules is one rectangle, so a code of 33 modules a side is some 300 short commands.
 */
export function qrCodePath({ size, modules }: PackedQrCode): string {
  const bytes = atob(modules);
  const dark = (x: number, y: number) => (bytes.charCodeAt((y * size + x) >> 3) & (0x80 >> ((y * size + x) & 7))) !== 0;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!dark(x, y)) continue;
      const start = x;
      while (x + 1 < size && dark(x + 1, y)) x++;
      path += `M${start} ${y}h${x + 1 - start}v1H${start}z`;
    }
  }
  return path;
}
