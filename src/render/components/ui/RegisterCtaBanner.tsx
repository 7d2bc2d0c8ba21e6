import type { ReactNode } from 'react';
import { registerUrl } from '../../../config/site';
import { ButtonLink } from './ButtonLink';
import { CtaBanner } from './CtaBanner';

/** The closing band whose main button opens sign-up in a new tab; `extra` adds a second action. */
export function RegisterCtaBanner({
  title,
  body,
  button,
  extra,
}: {
  title: ReactNode;
  body?: ReactNode;
  button: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <CtaBanner
      title={title}
      body={body}
      actions={
        <>
          <ButtonLink href={registerUrl} external size="lg" variant="inverse">
            {button}
          </ButtonLink>
          {extra}
        </>
      }
    />
  );
}
