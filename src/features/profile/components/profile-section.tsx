/** One section of the profile page: a card with a heading, a short explanation and its form. */
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export function ProfileSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg.panel">
      <Card.Body gap="5" p={{ base: '4', md: '6' }}>
        <Stack gap="1">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {description && (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
