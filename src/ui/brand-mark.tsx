/**
 * The portal's mark: a white snowflake on a rounded brand-blue tile. The same drawing as
 * public/icons/icon.svg, so the app, its favicon and its installed icon look alike.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import { useId } from 'react';

export function BrandMark({
  size = '8',
  ...props
}: { size?: BoxProps['boxSize'] } & Omit<BoxProps, 'boxSize'>) {
  // Each mark needs its own gradient id: a url(#id) pointing into a hidden copy would paint nothing.
  const gradientId = `brand-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Box as="span" display="inline-flex" boxSize={size} flexShrink={0} {...props}>
      <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#156283" />
            <stop offset="1" stopColor="#072d41" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
        <g fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M32 12v40M14.7 22l34.6 20M14.7 42l34.6-20" />
          <path d="M38 15 32 20 26 15M49.7 28.7 42.4 26 43.7 18.3M43.7 45.7 42.4 38 49.7 35.3M26 49 32 44 38 49M14.3 35.3 21.6 38 20.3 45.7M20.3 18.3 21.6 26 14.3 28.7" />
        </g>
      </svg>
    </Box>
  );
}
