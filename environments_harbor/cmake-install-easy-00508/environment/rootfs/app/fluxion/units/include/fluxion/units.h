#ifndef FLUXION_UNITS_H
#define FLUXION_UNITS_H

/* Values are counted in 1/FLUXION_UNIT_SCALE of the base unit. */
#define FLUXION_UNIT_SCALE 100L

static inline long fluxion_to_units(long whole)
{
    return whole * FLUXION_UNIT_SCALE;
}

#endif
