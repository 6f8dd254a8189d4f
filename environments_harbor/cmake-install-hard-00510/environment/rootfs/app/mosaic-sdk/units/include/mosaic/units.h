#ifndef MOSAIC_UNITS_H
#define MOSAIC_UNITS_H

/* Values are counted in 1/MOSAIC_UNIT_SCALE of the base unit. */
#define MOSAIC_UNIT_SCALE 100L

static inline long mosaic_to_units(long whole)
{
    return whole * MOSAIC_UNIT_SCALE;
}

#endif
