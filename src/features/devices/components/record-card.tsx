/**
 * One record in a tab of the device page: a title (a link when the record has a page of its own),
 * badges on the right, and lines of detail below. Stacks on phones.
 */
import { Box, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface RecordCardProps {
  title: string;
  href?: string;
  badges?: ReactNode;
  children?: ReactNode;
}

export function RecordCard({ title, href, badges, children }: RecordCardProps) {
  return (
    <Box as="li">
      <Card.Root variant="outline" bg="bg.panel" size="sm">
        <Card.Body gap="1">
          <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
            {href ? (
              <Link asChild fontWeight="medium" color="brand.fg" wordBreak="break-word">
                <RouterLink to={href}>{title}</RouterLink>
              </Link>
            ) : (
              <Text fontWeight="medium" wordBreak="break-word">
                {title}
              </Text>
            )}
            {badges && (
              <HStack gap="1.5" wrap="wrap">
                {badges}
              </HStack>
            )}
          </HStack>
          {children && (
            <Stack gap="0.5" fontSize="sm" color="fg.muted">
              {children}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
