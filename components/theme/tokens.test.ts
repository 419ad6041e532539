import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rawTokens, tokenStylesheet, tokens } from './tokens';

describe('tokens.css', () => {
  it('declares exactly what tokens.ts holds (npm run tokens writes it)', () => {
    expect(readFileSync(join(__dirname, 'tokens.css'), 'utf8')).toBe(tokenStylesheet());
  });

  it('names each value as the styled-components of the islands read it', () => {
    expect(tokens.color.navyDeep).toBe(`var(--gl-color-navyDeep, ${rawTokens.color.navyDeep})`);
    expect(tokenStylesheet()).toContain(`  --gl-color-navyDeep: ${rawTokens.color.navyDeep};\n`);
    expect(tokenStylesheet()).toContain(`  --gl-fontSize-h3: ${rawTokens.fontSize.h3};\n`);
  });
});
