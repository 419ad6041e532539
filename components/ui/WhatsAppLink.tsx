import type { ReactNode } from 'react';
import { company } from '@/content/company';
import { wizardText } from '@/content/wizardText';
import { whatsappHref } from '@/lib/whatsapp';
import { buttonClassName } from './Button';

/**
 * "Scrivici su WhatsApp", prefilled with `text`, when content/company.json holds a WhatsApp
 * number; nothing at all when it does not. A plain link: nothing from WhatsApp loads before a tap.
 */
export function WhatsAppLink({
  text,
  icon,
  label = wizardText.whatsapp,
}: {
  text: string;
  /** Drawn first: components/icons' in a server component, lucide-react's in an island. */
  icon: ReactNode;
  label?: string;
}) {
  if (!company.whatsapp) return null;
  return (
    <a className={buttonClassName} data-variant="ghost" href={whatsappHref(company.whatsapp.wa, text)} rel="noopener">
      {icon}
      {label}
    </a>
  );
}
