import type { ReactNode } from 'react';

/** The reference picture beside the slots, with its caption (and a hint, for locating). */
export function ReferenceCard(props: { picture: ReactNode; caption: string; hint?: string }) {
  return (
    <figure className="reference-card">
      <div className="reference-picture">{props.picture}</div>
      <figcaption>
        <strong>{props.caption}</strong>
        {props.hint && <span>{props.hint}</span>}
      </figcaption>
    </figure>
  );
}

/** A reference picture the size of a photo slot, to compare the photo with side by side. */
export function ReferenceTile(props: { picture: ReactNode; caption: string }) {
  return (
    <figure className="reference-tile">
      <div className="photo-slot-head">
        <span className="light-badge light-badge-reference">{props.caption}</span>
      </div>
      <div className="reference-tile-picture">{props.picture}</div>
    </figure>
  );
}
