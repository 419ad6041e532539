import { Section } from '@/components/ui/Section';
import { fullAddress, mapsSearchUrl } from '@/content/company';
import { contacts } from '@/content/contacts';
import { MapEmbed } from './MapEmbed';

/** OpenStreetMap embed URL centred on the office, with a marker. */
export function osmEmbedUrl({ lat, lon }: { lat: number; lon: number }, span = 0.012): string {
  const bbox = [lon - span, lat - span / 2, lon + span, lat + span / 2].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

export function MapSection() {
  const { map } = contacts;
  return (
    <Section headingId="contatti-mappa" title={map.title} intro={map.intro} tone="warm">
      <MapEmbed src={osmEmbedUrl(map.position)} address={fullAddress} mapsUrl={mapsSearchUrl} text={map} />
    </Section>
  );
}
