/** One row of a detail page's list: a title (a link, or text), details below, and something at the end. */
import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface RecordRowProps {
  title: string;
  href?: string;
  details?: ReactNode;
  end?: ReactNode;
}

export function RecordRow({ title, href, details, end }: RecordRowProps) {
  return (
    <Box as="li" borderWidth="1px" borderColor="border.muted" borderRadius="lg" bg="bg.panel" px="3" py="2.5">
      <HStack justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="0.5" minW="0" flex="1">
          {href ? (
            <Link asChild fontWeight="medium" colorPalette="brand" wordBreak="break-word">
              <RouterLink to={href}>{title}</RouterLink>
            </Link>
          ) : (
            <Text fontWeight="medium" wordBreak="break-word">
              {title}
            </Text>
          )}
          {details && (
            <Text as="div" fontSize="sm" color="fg.muted">
              {details}
            </Text>
          )}
        </Stack>
        {end}
      </HStack>
    </Box>
  );
}
