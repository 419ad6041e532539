import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Icon } from '@/components/icons';
import type { IconName } from '@/content/types';

interface FeatureCardProps {
  icon?: IconName;
  /** Text, or a link when the card leads to a page. */
  title: ReactNode;
  /** Heading level inside its section. */
  as?: 'h3' | 'h4';
  children: ReactNode;
}

/** A card with an icon badge, a heading and body text; rendered as a list item of a CardGrid. */
export function FeatureCard({ icon, title, as = 'h3', children }: FeatureCardProps) {
  return (
    <CardItem>
      {icon ? (
        <Badge aria-hidden="true">
          <Icon name={icon} size={24} />
        </Badge>
      ) : null}
      <CardTitle as={as}>{title}</CardTitle>
      <CardBody>{children}</CardBody>
    </CardItem>
  );
}

export const CardItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};
  color: ${tokens.color.ink};
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.navy};
  color: ${tokens.color.goldBright};
`;

export const CardTitle = styled.h3`
  margin: ${tokens.space.xs} 0 0;
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

export const CardBody = styled.div`
  color: ${tokens.color.muted};

  & > p {
    margin: 0;
  }

  & > p + p {
    margin-top: ${tokens.space.sm};
  }
`;
