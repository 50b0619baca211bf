import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TUTORIALS } from '../api/CONTENT';
import { videoEmbedUrl } from '../api/videoEmbedUrl';

/** /app/tutor/{id}: the title, the text and the video, playing at once, with a way back. */
export function TutorPage() {
  const { t } = useTranslation();
  const id = useParams().id;
  const { data, loading, error } = useQuery(TUTORIALS);
  if (error) return <p role="alert">{error.message}</p>;
  if (loading) return <p aria-busy="true">{t('app.loading')}</p>;
  const tutorial = data?.tutorials.find((item) => item._id === id);
  if (!tutorial) return <p role="alert">{t('admin.content.noTutors')}</p>;
  return (
    <article>
      <Link to="/app/tutors">{t('admin.content.back')}</Link>
      <h2>{tutorial.title}</h2>
      <p>{tutorial.content}</p>
      <iframe
        title={tutorial.title}
        src={videoEmbedUrl(tutorial.url)}
        width="100%"
        height="420"
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        style={{ border: 0, maxWidth: 960 }}
      />
    </article>
  );
}

export { TutorPage as Component };
