/**
 * Writes components/theme/tokens.css, the `:root` custom properties every stylesheet reads, from
 * components/theme/tokens.ts, the one place raw design values live (the PDFs, share pictures and
 * manifest read them there too). components/theme/tokens.test.ts fails when the two differ.
 *
 * Usage: npm run tokens
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokenStylesheet } from '../components/theme/tokens';

const file = join(__dirname, '..', 'components', 'theme', 'tokens.css');
writeFileSync(file, tokenStylesheet());
console.log(`tokens: ${file}`);
