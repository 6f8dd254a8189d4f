#include "unison/unison.h"
#include "params.h"

long unison_split(long x)
{
    return x / SPLIT_D;
}
