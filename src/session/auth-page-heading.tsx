/** The title and introduction every signed-out page opens with. */
import { Heading, Stack, Text } from '@chakra-ui/react';

export function AuthPageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl" fontWeight="semibold">
        {title}
      </Heading>
      <Text color="fg.muted">{intro}</Text>
    </Stack>
  );
}
