import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { SiteImage } from '@/components/ui/SiteImage';
import { VEHICLE_PLACEHOLDER_IMAGE } from '@/content/fleet';

interface VehicleImageProps {
  src: string;
  alt: string;
  /** Text shown over the placeholder when the image cannot be loaded (SPEC.md section 8). */
  missingLabel: string;
  priority?: boolean;
}

/**
 * A vehicle picture (4:3) through the site's one image component; when the file fails it
 * shows the placeholder vehicle drawing and says 'Immagine non disponibile' in real text.
 */
export function VehicleImage({ src, alt, missingLabel, priority }: VehicleImageProps) {
  return (
    <Frame>
      <SiteImage
        src={src}
        alt={alt}
        width={400}
        height={300}
        priority={priority}
        fallbackSrc={VEHICLE_PLACEHOLDER_IMAGE}
      />
      <Missing data-missing-label>{missingLabel}</Missing>
    </Frame>
  );
}

const Missing = styled.span`
  display: none;
  position: absolute;
  inset: auto 0 0;
  padding: ${tokens.space.xs} ${tokens.space.sm};
  background: ${tokens.color.surfaceSoft};
  color: ${tokens.color.ink};
  font-size: ${tokens.fontSize.sm};
  font-weight: 700;
  text-align: center;
`;

const Frame = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceWarm};

  & > img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }

  & > img[data-fallback] + ${Missing} {
    display: block;
  }
`;
