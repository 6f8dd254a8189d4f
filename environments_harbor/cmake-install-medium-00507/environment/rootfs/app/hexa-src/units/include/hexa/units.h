#ifndef HEXA_UNITS_H
#define HEXA_UNITS_H

/* Values are counted in 1/HEXA_UNIT_SCALE of the base unit. */
#define HEXA_UNIT_SCALE 60L

static inline long hexa_to_units(long whole)
{
    return whole * HEXA_UNIT_SCALE;
}

#endif
