import { ArrowRight } from '@/components/icons';
import { BreadcrumbTrailJsonLd, JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Container } from '@/components/ui/Container';
import { Fact, FactList } from '@/components/ui/FactList';
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
import styles from './NewsArticle.module.css';

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
        <FactList layout="row">
          <Fact term={newsPage.publishedOn}>
            <time dateTime={item.date}>{italianDay(item.date)}</time>
          </Fact>
          {item.kind === 'referenza' && item.place ? <Fact term={newsPage.placeLabel}>{item.place}</Fact> : null}
          {item.kind === 'referenza' && item.clientName ? (
            <Fact term={newsPage.clientLabel} data-news-client="">
              {item.clientName}
            </Fact>
          ) : null}
        </FactList>
      </PageHero>
      <article className={styles.article} data-news-article={item.slug}>
        <Container className={styles.column}>
          {first ? (
            <div className={styles.lead}>
              <SiteImage
                src={first.src}
                alt={first.alt}
                width={1200}
                height={750}
                priority
                {...photoProps(pictureFor(first.src), newsPhotoSizes)}
              />
            </div>
          ) : null}
          <div className={styles.prose}>
            <RichText markdown={body} />
          </div>
          {others.length > 0 ? (
            <ul className={styles.gallery} aria-label={newsPage.photosLabel}>
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
            </ul>
          ) : null}
          {services.length + vehicles.length > 0 ? (
            <section className={styles.used} aria-labelledby="notizia-usati">
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
            </section>
          ) : null}
          <p className={styles.back}>
            <SiteLink href={pages.news.path}>
              {newsPage.backToListing}
              <ArrowRight size={18} aria-hidden="true" />
            </SiteLink>
          </p>
        </Container>
      </article>
    </>
  );
}
