import { ItemListPage } from '../components/item-list-page';

/** Public reports that the review approved, as violation or non-violation (verified[-laos]). */
export default function VerifiedList() {
  return <ItemListPage list="verified" />;
}
