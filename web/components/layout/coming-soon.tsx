import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, buttonClass } from '../ui/index.js';

/** The body of a page whose feature has not shipped yet: say so plainly and offer somewhere useful to go. */
export const ComingSoon = ({ icon, title, description, to, action }: { icon: ReactNode; title: string; description: string; to: string; action: string }) => (
  <EmptyState
    icon={icon}
    title={title}
    description={description}
    action={<Link to={to} className={buttonClass('outline')}>{action}</Link>}
  />
);
