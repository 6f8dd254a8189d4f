#ifndef ORBIX_UNITS_H
#define ORBIX_UNITS_H

/* Values are counted in 1/ORBIX_UNIT_SCALE of the base unit. */
#define ORBIX_UNIT_SCALE 1024L

static inline long orbix_to_units(long whole)
{
    return whole * ORBIX_UNIT_SCALE;
}

#endif
