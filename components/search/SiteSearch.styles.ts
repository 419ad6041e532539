import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';

/** The look of /cerca's search (SiteSearch, SearchResults), here so the island's file holds its behaviour. */

export const Form = styled.form`
  display: grid;
  /* One column no wider than the screen: an input's own width (Firefox counts it) must not widen it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space.md};
  max-width: 44rem;

  & > label {
    font-weight: 700;
    color: ${tokens.color.navy};
  }
`;

export const Field = styled.div`
  position: relative;
  display: flex;
  gap: ${tokens.space.sm};

  & > svg {
    position: absolute;
    top: 50%;
    left: ${tokens.space.md};
    transform: translateY(-50%);
    color: ${tokens.color.muted};
    pointer-events: none;
  }

  input {
    flex: 1;
    width: 0;
    min-width: 0;
    min-height: 52px;
    padding: 0 ${tokens.space.md} 0 3rem;
    border: 2px solid ${tokens.color.line};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
    color: ${tokens.color.ink};
    font: inherit;
    font-size: ${tokens.fontSize.lg};
  }

  input::placeholder {
    color: ${tokens.color.muted};
    opacity: 1;
  }

  input:focus-visible {
    border-color: ${tokens.color.navy};
  }

  button {
    flex: none;
  }
`;

export const Filters = styled.fieldset`
  display: flex;
  min-inline-size: 0;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${tokens.space.sm};
    padding: 0;
    font-weight: 700;
    color: ${tokens.color.navy};
  }

  label {
    position: relative;
    display: inline-flex;
  }

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${tokens.space.md};
    border: 2px solid ${tokens.color.line};
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.surface};
    color: ${tokens.color.ink};
    font-weight: 600;
  }

  input:checked + span {
    border-color: ${tokens.color.navy};
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }

  input:focus-visible + span {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }

  input:disabled + span {
    color: ${tokens.color.muted};
    border-style: dashed;
  }
`;

export const Status = styled.p`
  margin: ${tokens.space.lg} 0 0;
  font-weight: 700;
  color: ${tokens.color.navy};

  &:empty {
    display: none;
  }

  &[data-state='help'] {
    font-weight: 400;
    color: ${tokens.color.ink};

    p {
      margin: 0 0 ${tokens.space.sm};
    }

    a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
      color: ${tokens.color.navy};
      font-weight: 700;
    }
  }
`;

export const List = styled.ol`
  display: grid;
  gap: ${tokens.space.md};
  max-width: 52rem;
  margin: ${tokens.space.md} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${tokens.space.md} ${tokens.space.lg};
    border: 1px solid ${tokens.color.line};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surface};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${tokens.color.navy};
    font-size: ${tokens.fontSize.lg};
    font-weight: 700;
    overflow-wrap: anywhere;
  }

  [data-kind] {
    display: block;
    color: ${tokens.color.goldText};
    font-size: ${tokens.fontSize.sm};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  p {
    margin: ${tokens.space.xs} 0 0;
    color: ${tokens.color.ink};
  }

  mark {
    background: ${tokens.color.surfaceSoft};
    color: inherit;
    font-weight: 700;
  }
`;

export const More = styled.div`
  margin-top: ${tokens.space.lg};
`;
