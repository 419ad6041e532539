import { Section } from '@/components/ui/Section';
import { CheckList } from '@/components/ui/CheckList';
import { LeadText } from '@/components/ui/Heading';
import { MediaBand } from '@/components/ui/MediaBand';
import { SiteImage } from '@/components/ui/SiteImage';
import { photoProps, serviceOverviewSizes } from '@/lib/images/picture';
import { pictureFor } from '@/lib/images/pictures';
import { servicePageLabels as labels } from '@/content/servicePages';
import type { Service, ServicePageText } from '@/content/types';
import styles from './ServiceOverviewSection.module.css';

/** What the service is (overview and illustration), then what it includes: each feature with its explanation. */
export function ServiceOverviewSection({ service, text }: { service: Service; text: ServicePageText }) {
  return (
    <>
      <Section headingId="servizio-panoramica" title={labels.overviewTitle}>
        <MediaBand
          proportion="wideText"
          frame="photo"
          media={
            // Below the hero, its top is in the first screen at laptop widths: never lazy.
            <SiteImage
              src={service.image}
              alt=""
              width={400}
              height={200}
              eager
              {...photoProps(pictureFor(service.image), serviceOverviewSizes)}
            />
          }
        >
          <LeadText paragraphs={text.overview} />
        </MediaBand>
      </Section>
      <Section headingId="servizio-comprende" title={labels.includesTitle} tone="warm">
        <CheckList variant="cards" className={styles.includes} items={service.features}>
          {(feature, index) => (
            <div>
              <h3>{feature}</h3>
              <p>{text.includes[index]}</p>
            </div>
          )}
        </CheckList>
      </Section>
    </>
  );
}
