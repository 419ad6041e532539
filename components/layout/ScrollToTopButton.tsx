import { ArrowUp } from '@/components/icons';
import { ScrollToTop, type ScrollToTopButtonProps } from './ScrollToTop';
import styles from './ScrollToTopButton.module.css';

/**
 * Floating "back to top" button, shown past a scroll threshold. The arrow and the button's look
 * are made here, on the server: lucide's icon code and the style rules stay out of the script
 * every page loads, and only the island that shows and hides the button is in it.
 */
export function ScrollToTopButton(props: ScrollToTopButtonProps) {
  return (
    <div className={styles.floating}>
      <ScrollToTop {...props} icon={<ArrowUp size={22} aria-hidden="true" />} />
    </div>
  );
}
