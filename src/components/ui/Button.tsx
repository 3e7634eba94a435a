import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { color, radius, shadow, space, text, weight } from '../../styles/theme';
import { forwardAllBut } from './forwardProps';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'md' | 'lg';

interface VariantProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${color.primaryFill};
    color: ${color.onPrimary};
    box-shadow: ${shadow.sm};
    &:hover {
      background: ${color.primaryFillHover};
    }
  `,
  secondary: css`
    background: ${color.raised};
    color: ${color.text};
    border-color: ${color.border};
    &:hover {
      border-color: ${color.primary};
      color: ${color.primary};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${color.primary};
    &:hover {
      background: ${color.primarySoft};
    }
  `,
  /* On the brand gradient, which is the same deep indigo in both schemes: a white button. */
  inverse: css`
    background: ${color.onPrimary};
    color: ${color.primaryFill};
    &:hover {
      background: color-mix(in srgb, ${color.onPrimary} 88%, transparent);
    }
  `,
};

/** The look of every button-like control, whether it is a <button> or a link. */
export const buttonStyles = ({ variant = 'primary', size = 'md' }: VariantProps) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: ${size === 'lg' ? '3rem' : '2.75rem'};
  padding: 0 ${size === 'lg' ? space[6] : space[5]};
  border: 1px solid transparent;
  border-radius: ${radius.md};
  font-size: ${size === 'lg' ? text.lg : text.base};
  font-weight: ${weight.semibold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
  ${variants[variant]}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const shouldForwardProp = forwardAllBut('variant', 'size');

export const Button = styled('button', { shouldForwardProp })<VariantProps>(buttonStyles);
export const ButtonLink = styled(Link, { shouldForwardProp })<VariantProps>(buttonStyles);
