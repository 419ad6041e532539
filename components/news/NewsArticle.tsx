import { ArrowRight } from '@/components/icons';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { BreadcrumbTrailJsonLd, JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { SiteImage } from '@/components/ui/SiteImage';
import { SiteLink } from '@/components/ui/SiteLink';
import { vehicleBySlug } from '@/content/fleet';
import { newsPath, type NewsItem } from '@/content/news';
import { newsPage } from '@/content/newsPage';
import { pages } from '@/content/pages';
import { articleJsonLd } from '@/lib/articleJsonLd';
import { photoProps } from '@/lib/images/picture';
import { pictureFor } from '@/lib/images/pictures';
import { italianDay } from '@/lib/positions';
import { newsShareImage } from '@/lib/newsShareImages';
import { RichText } from '@/lib/richText';
import { serviceBySlug } from '@/lib/servicePages';
import { servicePath } from '@/lib/servicePath';
import { breadcrumbName } from '@/lib/structuredData';
import { vehiclePagePath } from '@/lib/vehiclePages';
import { newsGallerySizes, newsPhotoSizes } from './sizes';

/**
 * An item's own page: the trail, kind, date and title, the photos (the first large), the text
 * rendered safely at build time (lib/richText.tsx), and for a reference its place, the client when
 * the client agreed to be named, and links to the service and vehicle pages of the job.
 */
export function NewsArticle({ item, body }: { item: NewsItem; body: string }) {
  const path = newsPath(item.slug);
  const trail = [
    { name: breadcrumbName('news'), path: pages.news.path },
    { name: item.title, path },
  ];
  const [first, ...others] = item.photos;
  const services = item.services.flatMap((slug) => serviceBySlug(slug) ?? []);
  const vehicles = item.vehicles.flatMap((slug) => vehicleBySlug(slug) ?? []);
  return (
    <>
      <BreadcrumbTrailJsonLd trail={trail} />
      <JsonLd data={articleJsonLd({ item, path, shareImagePath: newsShareImage(item)?.path })} />
      <Breadcrumbs trail={trail} label={newsPage.breadcrumbLabel} />
      <PageHero eyebrow={newsPage.kindLabels[item.kind]} title={item.title} lead={item.summary}>
        <Facts>
          <div>
            <dt>{newsPage.publishedOn}</dt>
            <dd>
              <time dateTime={item.date}>{italianDay(item.date)}</time>
            </dd>
          </div>
          {item.kind === 'referenza' && item.place ? (
            <div>
              <dt>{newsPage.placeLabel}</dt>
              <dd>{item.place}</dd>
            </div>
          ) : null}
          {item.kind === 'referenza' && item.clientName ? (
            <div>
              <dt>{newsPage.clientLabel}</dt>
              <dd data-news-client="">{item.clientName}</dd>
            </div>
          ) : null}
        </Facts>
      </PageHero>
      <Article data-news-article={item.slug}>
        <Column>
          {first ? (
            <Lead>
              <SiteImage
                src={first.src}
                alt={first.alt}
                width={1200}
                height={750}
                priority
                {...photoProps(pictureFor(first.src), newsPhotoSizes)}
              />
            </Lead>
          ) : null}
          <Prose>
            <RichText markdown={body} />
          </Prose>
          {others.length > 0 ? (
            <Gallery aria-label={newsPage.photosLabel}>
              {others.map((photo) => (
                <li key={photo.src}>
                  <SiteImage
                    src={photo.src}
                    alt={photo.alt}
                    width={720}
                    height={450}
                    {...photoProps(pictureFor(photo.src), newsGallerySizes)}
                  />
                </li>
              ))}
            </Gallery>
          ) : null}
          {services.length + vehicles.length > 0 ? (
            <Used aria-labelledby="notizia-usati">
              <h2 id="notizia-usati">{newsPage.usedTitle}</h2>
              {services.length > 0 ? (
                <>
                  <h3>{newsPage.servicesLabel}</h3>
                  <ul data-news-services="">
                    {services.map((service) => (
                      <li key={service.slug}>
                        <SiteLink href={servicePath(service)}>{service.title}</SiteLink>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {vehicles.length > 0 ? (
                <>
                  <h3>{newsPage.vehiclesLabel}</h3>
                  <ul data-news-vehicles="">
                    {vehicles.map((vehicle) => (
                      <li key={vehicle.slug}>
                        <SiteLink href={vehiclePagePath(vehicle.slug)}>{vehicle.name}</SiteLink>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </Used>
          ) : null}
          <Back>
            <SiteLink href={pages.news.path}>
              {newsPage.backToListing}
              <ArrowRight size={18} aria-hidden="true" />
            </SiteLink>
          </Back>
        </Column>
      </Article>
    </>
  );
}

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md} ${tokens.space.xl};
  margin: ${tokens.space.lg} 0 0;

  dt {
    font-size: ${tokens.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${tokens.color.goldBright};
  }

  dd {
    margin: 0;
    color: ${tokens.color.onNavy};
  }
`;

const Article = styled.article`
  padding-block: ${tokens.space.xxl} ${tokens.space.section};
`;

const Column = styled(Container)`
  max-width: calc(46rem + 2 * ${tokens.layout.gutter});
`;

const Lead = styled.div`
  margin: 0 0 ${tokens.space.xl};
  overflow: hidden;
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceWarm};

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Prose = styled.div`
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.ink};

  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${tokens.space.xl} 0 ${tokens.space.sm};
    line-height: ${tokens.lineHeight.tight};
    color: ${tokens.color.navy};
  }

  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 ${tokens.space.md};
  }

  a {
    color: ${tokens.color.navy};
    font-weight: 600;
    text-underline-offset: 0.2em;
  }

  blockquote {
    padding-left: ${tokens.space.md};
    border-left: 4px solid ${tokens.color.gold};
    color: ${tokens.color.muted};
  }
`;

const Gallery = styled.ul`
  display: grid;
  gap: ${tokens.space.md};
  margin: ${tokens.space.xl} 0 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${tokens.radius.md};
  }
`;

const Used = styled.section`
  margin-top: ${tokens.space.xxl};
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceWarm};

  h2 {
    margin: 0;
    font-size: ${tokens.fontSize.h3};
    color: ${tokens.color.navy};
  }

  h3 {
    margin: ${tokens.space.lg} 0 ${tokens.space.xs};
    font-size: ${tokens.fontSize.md};
    color: ${tokens.color.ink};
  }

  ul {
    margin: 0;
    padding-left: ${tokens.space.lg};
  }

  li {
    margin-block: ${tokens.space.xs};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${tokens.color.navy};
    font-weight: 700;
    text-underline-offset: 0.2em;
  }
`;

const Back = styled.p`
  margin: ${tokens.space.xl} 0 0;

  a {
    display: inline-flex;
    gap: ${tokens.space.xs};
    align-items: center;
    min-height: 44px;
    color: ${tokens.color.navy};
    font-weight: 700;
    text-underline-offset: 0.2em;
  }
`;
