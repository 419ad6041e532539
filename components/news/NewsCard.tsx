import { ClipboardCheck, FileText, MapPin } from '@/components/icons';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { SiteImage } from '@/components/ui/SiteImage';
import { SiteLink } from '@/components/ui/SiteLink';
import { newsPath, type NewsItem } from '@/content/news';
import { newsPage } from '@/content/newsPage';
import { photoProps } from '@/lib/images/picture';
import { pictureFor } from '@/lib/images/pictures';
import { NewsMeta } from './NewsMeta';
import { newsCardSizes } from './sizes';

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
  return (
    <Card data-news-card={item.slug}>
      {photo ? (
        <Picture>
          <SiteImage
            src={photo.src}
            alt={photo.alt}
            width={640}
            height={360}
            eager={eager}
            {...photoProps(pictureFor(photo.src), newsCardSizes)}
          />
        </Picture>
      ) : (
        // No photo: the kind's mark in the photo's place, so a row of cards keeps one shape.
        <Picture data-no-photo="" aria-hidden="true">
          <span>{item.kind === 'referenza' ? <ClipboardCheck size={32} /> : <FileText size={32} />}</span>
        </Picture>
      )}
      <Body>
        <Meta>
          <NewsMeta item={item} />
        </Meta>
        <Title as={headingLevel}>
          <SiteLink href={newsPath(item.slug)}>{item.title}</SiteLink>
        </Title>
        <p>{item.summary}</p>
        {item.kind === 'referenza' && item.place ? (
          <Place>
            <MapPin size={18} aria-hidden="true" />
            <span>
              <span className="visually-hidden">{newsPage.placeLabel}: </span>
              {item.place}
            </span>
          </Place>
        ) : null}
      </Body>
    </Card>
  );
}

/** The cards' list: one column on a phone, two from 600 px, three from 1024. */
export const NewsCardGrid = styled.ul`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};
  color: ${tokens.color.ink};
  transition: border-color ${tokens.motion.fast} ease;

  &:hover {
    border-color: ${tokens.color.gold};
  }

  &:focus-within {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

const Picture = styled.div`
  aspect-ratio: 16 / 9;
  background: ${tokens.color.surfaceWarm};

  &[data-no-photo] {
    display: grid;
    place-items: center;
    border-bottom: 4px solid ${tokens.color.gold};
    background: linear-gradient(
      135deg,
      ${tokens.color.navyDeep} 0%,
      ${tokens.color.navy} 55%,
      ${tokens.color.navySoft} 100%
    );
  }

  &[data-no-photo] span {
    display: inline-grid;
    place-items: center;
    width: 64px;
    height: 64px;
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.navyDeep};
    color: ${tokens.color.goldBright};
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};

  p {
    margin: 0;
    color: ${tokens.color.muted};
  }
`;

const Meta = styled.p`
  && {
    font-size: ${tokens.fontSize.sm};
    font-weight: 700;
    color: ${tokens.color.goldText};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};

  a {
    color: inherit;
    text-decoration: none;
  }

  a:focus-visible {
    outline: none;
  }

  /* The whole card is the click target; the link's name stays the title alone. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${tokens.radius.lg};
  }
`;

const Place = styled.p`
  && {
    display: inline-flex;
    gap: ${tokens.space.xs};
    align-items: center;
    margin-top: auto;
    padding-top: ${tokens.space.xs};
    color: ${tokens.color.ink};
    font-weight: 600;
  }

  svg {
    flex: none;
    color: ${tokens.color.goldText};
  }
`;
