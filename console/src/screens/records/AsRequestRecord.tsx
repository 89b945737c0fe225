import { Navigate, useParams } from 'react-router';

/** `/console/as-queue/:id`: an AS request's address; its page is the queue with the request open (`?id=`). */
export default function AsRequestRecordScreen() {
  const { id = '' } = useParams();
  return <Navigate to={`/as-queue?status=&id=${encodeURIComponent(id)}`} replace />;
}
