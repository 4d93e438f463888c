/** The form-level message of a failed auth call, announced to screen readers; nothing when empty. */
import { Alert } from '@chakra-ui/react';

export function AuthFailureAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" borderRadius="lg" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
