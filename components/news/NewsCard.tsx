import type { ComponentProps } from 'react';
import { ClipboardCheck, FileText, MapPin } from '@/components/icons';
import { CardItem } from '@/components/ui/Card';
import { cx } from '@/components/ui/cx';
import { CardGrid } from '@/components/ui/Grid';
import { SiteImage } from '@/components/ui/SiteImage';
import { SiteLink } from '@/components/ui/SiteLink';
import { newsPath, type NewsItem } from '@/content/news';
import { newsPage } from '@/content/newsPage';
import { photoProps } from '@/lib/images/picture';
import { pictureFor } from '@/lib/images/pictures';
import { NewsMeta } from './NewsMeta';
import { newsCardSizes } from './sizes';
import styles from './NewsCard.module.css';

/**
 * One item as a card of a list: its first photo (through the photo pipeline), kind and date, the
 * title as the link to its page (stretched over the card), the summary, and a reference's place.
 * `eager`: a card of the first row of /notizie, whose photo is in the first screen.
 */
export function NewsCard({
  item,
  headingLevel,
  eager = false,
}: {
  item: NewsItem;
  headingLevel: 'h2' | 'h3';
  eager?: boolean;
}) {
  const photo = item.photos[0];
  const Heading = headingLevel;
  return (
    <CardItem flush className={styles.card} data-news-card={item.slug}>
      {photo ? (
        <div className={styles.picture}>
          <SiteImage
            src={photo.src}
            alt={photo.alt}
            width={640}
            height={360}
            eager={eager}
            {...photoProps(pictureFor(photo.src), newsCardSizes)}
          />
        </div>
      ) : (
        // No photo: the kind's mark in the photo's place, so a row of cards keeps one shape.
        <div className={styles.picture} data-no-photo="" aria-hidden="true">
          <span>{item.kind === 'referenza' ? <ClipboardCheck size={32} /> : <FileText size={32} />}</span>
        </div>
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          <NewsMeta item={item} />
        </p>
        <Heading className={styles.title}>
          <SiteLink href={newsPath(item.slug)}>{item.title}</SiteLink>
        </Heading>
        <p>{item.summary}</p>
        {item.kind === 'referenza' && item.place ? (
          <p className={styles.place}>
            <MapPin size={18} aria-hidden="true" />
            <span>
              <span className="visually-hidden">{newsPage.placeLabel}: </span>
              {item.place}
            </span>
          </p>
        ) : null}
      </div>
    </CardItem>
  );
}

/** The cards' list: one column on a phone, two from 600 px, three from 1024. */
export function NewsCardGrid({ className, ...props }: ComponentProps<'ul'>) {
  return <CardGrid {...props} className={cx(styles.newsCardGrid, className)} />;
}
