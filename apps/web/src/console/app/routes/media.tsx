import { MediaLibraryPage } from '../../features/media/components/media-library-page';

export const MediaLibraryRoute = MediaLibraryPage;
