/** The "back" link at the top of a detail page. */
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from './icons/line-icons';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start" className="no-print">
      <RouterLink to={to}>
        <ArrowLeftIcon boxSize="4" />
        {label}
      </RouterLink>
    </Link>
  );
}
