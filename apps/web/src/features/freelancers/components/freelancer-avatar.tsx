import Avatar from '@mui/material/Avatar';
import { useStoredImage } from '../../../hooks/use-stored-image.ts';

/** A freelancer's thumbnail, or the initials while there is none. */
export function FreelancerAvatar({
  person,
  size,
}: {
  person: { first_name: string; last_name: string; image_thumb: string | null };
  size: number;
}) {
  const image = useStoredImage(person.image_thumb);
  return (
    <Avatar src={image} alt="" sx={{ width: size, height: size, fontSize: size * 0.4 }}>
      {person.first_name[0]}
      {person.last_name[0]}
    </Avatar>
  );
}
