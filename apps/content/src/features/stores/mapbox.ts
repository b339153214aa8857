// The map library and its stylesheet, as one lazily loaded chunk (imported only by StoreMap).
import 'mapbox-gl/dist/mapbox-gl.css';

export { default } from 'mapbox-gl';
