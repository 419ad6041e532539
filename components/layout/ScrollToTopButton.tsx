import { ArrowUp } from '@/components/icons';
import { ScrollToTop, type ScrollToTopButtonProps } from './ScrollToTop';

/**
 * Floating "back to top" button, shown past a scroll threshold. The arrow is drawn here, on the
 * server, so lucide's icon code stays out of the script every page loads.
 */
export function ScrollToTopButton(props: ScrollToTopButtonProps) {
  return <ScrollToTop {...props} icon={<ArrowUp size={22} aria-hidden="true" />} />;
}
