#include <stdio.h>
#include <bl/core.h>
#include <bl/codec.h>
#include <bl/fmt.h>
#include <bl/rt.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = bl_codec_mix(x);
        v = bl_core_steps(v);
        v = bl_fmt_clamp(v);
        v = bl_rt_mirror(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
