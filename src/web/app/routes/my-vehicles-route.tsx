/**
 * /MyVehicles, My Vehicles (docs/product.md#my-vehicles): the login prompt when
 * signed out (also after a 401 here, which ends the session quietly,
 * docs/product.md#sessions), else the seller's cars, with the Add Photos dialog
 * of the listing-photos feature.
 */
import { loginToMyVehicles, navMyVehicles } from '#messages/frame.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import { AddPhotosModal } from '#web/features/listing-photos/components/AddPhotosModal.tsx';
import { postFormWithProgress } from '#web/features/listings/api/post-form-with-progress.ts';
import { MyVehicles } from '#web/features/listings/components/MyVehicles.tsx';
import { SignedInOnly } from '../../components/LoginPrompt.tsx';

const TITLE = navMyVehicles;

function renderAddPhotos(car: CarListItem, title: string, onClose: () => void) {
  return (
    <AddPhotosModal
      car={{ carid: car.carid, carnumber: car.carnumber, title }}
      postForm={postFormWithProgress}
      onClose={onClose}
    />
  );
}

export function Component() {
  return (
    <SignedInOnly title={TITLE} reason={loginToMyVehicles}>
      <MyVehicles renderAddPhotos={renderAddPhotos} />
    </SignedInOnly>
  );
}
