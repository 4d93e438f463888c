/**
 * A card in a list that is one link (ui/list-card.css): its title links to the record's page and the
 * link's box covers the card, so the whole card is one target and one tab stop. `aside` stands at the
 * end of the head (a status badge, an amount); the rest of the card follows it.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import './list-card.css';

export interface LinkListCardProps {
  to: string;
  title: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}

export function LinkListCard({ to, title, aside, children }: LinkListCardProps) {
  return (
    <li>
      <div className="list-card list-card--link">
        <div className="list-card__head">
          <RouterLink className="list-card__link" to={to}>
            {title}
          </RouterLink>
          {aside}
        </div>
        {children}
      </div>
    </li>
  );
}
