import { useMutation, useQuery } from '@apollo/client/react';
import { sharedCvPath, shareLinkForEmail } from '@placement/domain';
import { ShareDialog, useToast } from '@placement/ui';
import { SHARE_LINK_BY_EMAIL, SHORT_LINKS, type ShareLinkResult } from '../api/cvOperations';
import { ShareLinkSettings } from './ShareLinkSettings';

/** The 'Shared Links' dialog for one generated link, with the link's own settings under it. */
export function CvShareDialog({
  link: opened,
  premium = false,
  onClose,
}: {
  link: ShareLinkResult | null;
  premium?: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  // The link as the server last answered it (saved settings, revoked, views), not as it was when opened.
  const { data } = useQuery(SHORT_LINKS, { fetchPolicy: 'cache-first' });
  const link = opened ? (data?.shortLinks.find((known) => known._id === opened._id) ?? opened) : null;
  const [send, sending] = useMutation(SHARE_LINK_BY_EMAIL);
  return (
    <ShareDialog
      open={Boolean(link)}
      onClose={onClose}
      address={link ? `${window.location.origin}${sharedCvPath(link.link, { premium })}` : ''}
      names={link?.employees.map((employee) => employee.givenName ?? '') ?? []}
      sending={sending.loading}
      onShareByEmail={(email) =>
        link
          ? send({ variables: { email, link: shareLinkForEmail(link.link, { premium }) } }).then(
              (result) => toast('success', result.data?.shareLinkByEmail.message ?? ''),
              (error: Error) => toast('error', error.message),
            )
          : undefined
      }
    >
      {link && <ShareLinkSettings key={link._id} link={link} />}
    </ShareDialog>
  );
}
