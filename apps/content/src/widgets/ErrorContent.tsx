import type { ReactNode } from 'react';
import { ComponentStory } from './ComponentStory';

export interface ErrorContentProps {
  /** The HTTP status the page stands for; 404 when not given. */
  status?: number;
  /** A message passed with the error; it is shown instead of the status's content. */
  message?: ReactNode;
  /** Shown when the content system has no content for the status (or cannot be reached). */
  fallback: ReactNode;
  headingId?: string;
}

/**
 * The body of the error page: what editors wrote for the status code (`components/error-404`,
 * `components/error-500`, ...), or the message passed with the error.
 */
export default function ErrorContent({
  status = 404,
  message,
  fallback,
  headingId,
}: ErrorContentProps) {
  if (message) return <>{message}</>;
  return <ComponentStory slug={`error-${status}`} headingId={headingId} fallback={fallback} />;
}
