/**
 * One choice of a logbook entry (a result, where gas came from or went): a labelled group of large
 * radio cards, a thumb's width each on a phone, with its error below. The cards are native radios
 * underneath, so arrow keys move between them and a screen reader hears the group's label, the
 * choice and the error.
 */
import { RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface LogbookChoiceFieldProps<Value extends string> {
  label: string;
  options: readonly { value: Value; label: string }[];
  /** '' while nothing is chosen. */
  value: Value | '';
  onChange: (value: Value) => void;
  isRequired?: boolean;
  error?: string;
}

export function LogbookChoiceField<Value extends string>({
  label,
  options,
  value,
  onChange,
  isRequired = false,
  error,
}: LogbookChoiceFieldProps<Value>) {
  const errorId = useId();
  return (
    <RadioCard.Root
      value={value === '' ? null : value}
      onValueChange={(details) => {
        const chosen = options.find((option) => option.value === details.value);
        if (chosen) onChange(chosen.value);
      }}
      invalid={Boolean(error)}
      required={isRequired}
      size="sm"
      colorPalette="brand"
      aria-describedby={error ? errorId : undefined}
    >
      <RadioCard.Label fontWeight="medium">
        {label}
        {isRequired && (
          <Text as="span" color="fg.error" aria-hidden="true">
            {' *'}
          </Text>
        )}
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: options.length > 2 ? 2 : options.length }} gap="2">
        {options.map((option) => (
          <RadioCard.Item key={option.value} value={option.value} minH="12">
            <RadioCard.ItemHiddenInput aria-describedby={error ? errorId : undefined} />
            <RadioCard.ItemControl alignItems="center">
              <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </RadioCard.Root>
  );
}
