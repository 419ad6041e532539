/**
 * The one comparison of screenshots, shared by scripts/measure/pixel-diff.mjs (two exports in Chromium:
 * exact, a post-build rewrite must change nothing) and the cross-engine check (scripts/engines/:
 * Firefox and WebKit against Chromium, where glyphs are drawn and anti-aliased differently).
 *
 * Exact by default. With `block` > 1 the images are compared as averages of block x block
 * squares: a glyph's edge pixels differ between engines, but averaged over a block they nearly
 * cancel, while anything that moved, grew, vanished or changed colour does not. A block differs
 * when one of its mean channels differs by more than `tolerance` (0-255); the images match when
 * at most `maxShare` of the blocks differ. With `shift`, a block matches any square of the other
 * image up to that many pixels away: engines round line heights differently, and a page drifts by
 * a few pixels towards its bottom without anything being wrong.
 * PNG codec: pngjs, through its public entry point (the copy bundled inside playwright-core is
 * internal and moves between its releases).
 */
import pngjs from 'pngjs';

// A CommonJS module: its default export is module.exports under Node's ESM loader and tsx alike.
const { PNG } = pngjs;

/** Summed-area table of each channel: the sum of any rectangle in four lookups. */
function integral(png) {
  const stride = png.width + 1;
  const sums = [0, 1, 2].map(() => new Float64Array(stride * (png.height + 1)));
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const at = (y * png.width + x) * 4;
      const cell = (y + 1) * stride + x + 1;
      for (let channel = 0; channel < 3; channel += 1) {
        const table = sums[channel];
        table[cell] = png.data[at + channel] + table[cell - 1] + table[cell - stride] - table[cell - stride - 1];
      }
    }
  }
  return { sums, stride };
}

/** Mean of one channel over the size x size square at (x, y). */
function squareMean({ sums, stride }, channel, x, y, size) {
  const table = sums[channel];
  const top = y * stride;
  const bottom = (y + size) * stride;
  return (table[bottom + x + size] - table[bottom + x] - table[top + x + size] + table[top + x]) / (size * size);
}

/**
 * Share of blocks of `left` that have no square of `right` within `shift` pixels whose means all
 * lie within `tolerance`: what a few pixels of drift (line heights rounded differently, a word
 * set a little wider) cannot explain.
 */
function shiftedDifferences(left, right, block, tolerance, shift, mask) {
  const one = integral(left);
  const two = integral(right);
  const columns = Math.floor(left.width / block);
  const rows = Math.floor(left.height / block);
  // Nearest offsets first: most blocks match where they are.
  const offsets = [];
  for (let dy = -shift; dy <= shift; dy += 1) for (let dx = -shift; dx <= shift; dx += 1) offsets.push([dx, dy]);
  offsets.sort((p, q) => Math.abs(p[0]) + Math.abs(p[1]) - (Math.abs(q[0]) + Math.abs(q[1])));
  let differing = 0;
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = column * block;
      const y = row * block;
      const mean = [0, 1, 2].map((channel) => squareMean(one, channel, x, y, block));
      let found = false;
      for (const [dx, dy] of offsets) {
        const tx = x + dx;
        const ty = y + dy;
        if (tx < 0 || ty < 0 || tx + block > right.width || ty + block > right.height) continue;
        if (
          [0, 1, 2].every((channel) => Math.abs(squareMean(two, channel, tx, ty, block) - mean[channel]) <= tolerance)
        ) {
          found = true;
          break;
        }
      }
      if (!found) {
        differing += 1;
        if (mask) mask[row * Math.ceil(left.width / block) + column] = 1;
      }
    }
  }
  return { differing, total: columns * rows };
}

/** Mean R, G, B of each block x block square (edge blocks are smaller). */
function blockMeans(png, block) {
  const columns = Math.ceil(png.width / block);
  const rows = Math.ceil(png.height / block);
  const means = new Float64Array(columns * rows * 3);
  const counts = new Uint32Array(columns * rows);
  for (let y = 0; y < png.height; y += 1) {
    const row = Math.floor(y / block) * columns;
    for (let x = 0; x < png.width; x += 1) {
      const cell = row + Math.floor(x / block);
      const at = (y * png.width + x) * 4;
      means[cell * 3] += png.data[at];
      means[cell * 3 + 1] += png.data[at + 1];
      means[cell * 3 + 2] += png.data[at + 2];
      counts[cell] += 1;
    }
  }
  for (let cell = 0; cell < counts.length; cell += 1) {
    for (let channel = 0; channel < 3; channel += 1) means[cell * 3 + channel] /= counts[cell];
  }
  return { columns, rows, means };
}

/**
 * @param {Buffer} a PNG
 * @param {Buffer} b PNG
 * @param {import('./pngDiff.d.mts').CompareOptions} [options]
 * @returns {import('./pngDiff.d.mts').Comparison}
 */
export function comparePngs(a, b, { block = 1, tolerance = 0, maxShare = 0, shift = 0, diffImage = false } = {}) {
  const left = PNG.sync.read(a);
  const right = PNG.sync.read(b);
  if (left.width !== right.width || left.height !== right.height) {
    return {
      same: false,
      differing: 0,
      total: 0,
      share: 1,
      summary: `size ${left.width}x${left.height} against ${right.width}x${right.height}`,
    };
  }
  let differing = 0;
  let total = 0;
  let mask = null;
  if (block === 1 && tolerance === 0) {
    // Exact: compare the raw RGBA words.
    total = left.width * left.height;
    if (diffImage) mask = new Uint8Array(total);
    for (let i = 0; i < left.data.length; i += 4) {
      if (left.data.readUInt32BE(i) !== right.data.readUInt32BE(i)) {
        differing += 1;
        if (mask) mask[i / 4] = 1;
      }
    }
  } else if (shift > 0) {
    if (diffImage) mask = new Uint8Array(Math.ceil(left.width / block) * Math.ceil(left.height / block));
    ({ differing, total } = shiftedDifferences(left, right, block, tolerance, shift, mask));
  } else {
    const one = blockMeans(left, block);
    const two = blockMeans(right, block);
    total = one.columns * one.rows;
    if (diffImage) mask = new Uint8Array(total);
    for (let cell = 0; cell < total; cell += 1) {
      let worst = 0;
      for (let channel = 0; channel < 3; channel += 1) {
        worst = Math.max(worst, Math.abs(one.means[cell * 3 + channel] - two.means[cell * 3 + channel]));
      }
      if (worst > tolerance) {
        differing += 1;
        if (mask) mask[cell] = 1;
      }
    }
  }
  const share = total === 0 ? 0 : differing / total;
  const same = share <= maxShare;
  const percent = (share * 100).toFixed(2);
  const summary =
    block === 1 && tolerance === 0
      ? `${differing} pixels differ`
      : `${percent}% of ${block}x${block} blocks differ by more than ${tolerance}${shift > 0 ? ` within ${shift} px` : ''} (at most ${(maxShare * 100).toFixed(2)}%)`;
  const result = { same, differing, total, share, summary };
  if (mask) result.diff = drawDiff(left, mask, block);
  return result;
}

/** The first image, faded, with what differs in red: where to look. */
function drawDiff(png, mask, block) {
  const out = new PNG({ width: png.width, height: png.height });
  const columns = Math.ceil(png.width / block);
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const at = (y * png.width + x) * 4;
      const hit = mask[Math.floor(y / block) * columns + Math.floor(x / block)] === 1;
      const grey = (png.data[at] + png.data[at + 1] + png.data[at + 2]) / 3;
      out.data[at] = hit ? 230 : 160 + grey * 0.37;
      out.data[at + 1] = hit ? 30 : 160 + grey * 0.37;
      out.data[at + 2] = hit ? 30 : 160 + grey * 0.37;
      out.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(out);
}
