#ifndef LUMEN_UNITS_H
#define LUMEN_UNITS_H

/* Values are counted in 1/LUMEN_UNIT_SCALE of the base unit. */
#define LUMEN_UNIT_SCALE 1000L

static inline long lumen_to_units(long whole)
{
    return whole * LUMEN_UNIT_SCALE;
}

#endif
