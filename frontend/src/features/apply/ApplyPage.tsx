import { PlaceholderPage } from '../../app/components/PlaceholderPage';
import { useBrand } from '../../app/brand';

export default function ApplyPage() {
  const { brandShortName } = useBrand();
  return (
    <PlaceholderPage title={`Apply For ${brandShortName}`}>
      Tell us about yourself and the writing you do. The application takes about 3-5 minutes.
    </PlaceholderPage>
  );
}
