import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_WHATSAPP, testCompany } from '@/e2e/testContent';
import { company, whatsappNumber } from './company';

/**
 * The optional WhatsApp number (issue 69): the shipped content has none, so nothing about WhatsApp
 * shows; the end-to-end build sets one, so its tests see the links.
 */
const repo = join(__dirname, '..');

describe('the WhatsApp number', () => {
  it('is not in the shipped content/company.json, so the site has none', () => {
    const shipped = JSON.parse(readFileSync(join(repo, 'content', 'company.json'), 'utf8')) as object;
    expect(shipped).not.toHaveProperty('whatsapp');
    expect(company.whatsapp).toBeUndefined();
  });

  it('when set, is shown unbroken, dialled with its +, and given to wa.me as digits alone', () => {
    expect(whatsappNumber(undefined)).toBeUndefined();
    expect(whatsappNumber('+39 333 000 0042')).toEqual({
      display: '+39\u00a0333\u00a0000\u00a00042',
      tel: '+393330000042',
      wa: '393330000042',
    });
  });

  it('is set by the end-to-end build’s copy of the company’s details, and only there', () => {
    const copy = testCompany(repo);
    expect(copy.whatsapp).toBe(TEST_WHATSAPP.typed);
    expect(whatsappNumber(copy.whatsapp)?.wa).toBe(TEST_WHATSAPP.wa);
    const { whatsapp: _whatsapp, ...rest } = copy;
    expect(rest).toEqual(JSON.parse(readFileSync(join(repo, 'content', 'company.json'), 'utf8')));
  });
});
