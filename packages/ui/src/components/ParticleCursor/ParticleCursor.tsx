'use client';

import { useEffect, useRef } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { particleCursorFollower, particleCursorLayer, particleCursorParticle } from './ParticleCursor.css';

/** The most particles ever on screen. */
export const PARTICLE_CURSOR_MAX = 12;

export interface ParticleCursorProps {
  /** Particles alive at once, at most 12. Default `12`. */
  maxParticles?: number;
  /** Share of the remaining distance the ring covers each frame (0–1). Default `0.18`. */
  smoothing?: number;
  /** Lifetime of a particle in milliseconds. Default `600`. */
  particleLifetime?: number;
  /** Pointer travel in pixels between two new particles. Default `14`. */
  spawnDistance?: number;
}

interface Particle {
  x: number;
  y: number;
  born: number;
  alive: boolean;
}

/**
 * A decorative ring that follows the pointer with easing, trailed by a few fading particles. It is
 * `aria-hidden`, takes no pointer events and leaves the system cursor alone. It renders nothing on
 * touch devices (no fine pointer), under reduced motion, and on the server; it stops its animation
 * loop while the tab is hidden or the pointer rests.
 */
export function ParticleCursor({
  maxParticles = PARTICLE_CURSOR_MAX,
  smoothing = 0.18,
  particleLifetime = 600,
  spawnDistance = 14,
}: ParticleCursorProps) {
  const reduced = usePrefersReducedMotion();
  const finePointer = useMediaQuery('(pointer: fine)', false);
  const enabled = !reduced && finePointer;
  const count = Math.max(0, Math.min(PARTICLE_CURSOR_MAX, Math.floor(maxParticles)));
  const layerRef = useRef<HTMLDivElement>(null);
  const followerRef = useRef<HTMLSpanElement>(null);
  const particleRefs = useRef<(HTMLSpanElement | null)[]>([]);

  useEffect(() => {
    if (!enabled) return undefined;
    const layer = layerRef.current;
    const follower = followerRef.current;
    if (!layer || !follower) return undefined;

    const particles: Particle[] = Array.from({ length: count }, () => ({
      x: 0,
      y: 0,
      born: 0,
      alive: false,
    }));
    const target = { x: 0, y: 0 };
    const ring = { x: 0, y: 0 };
    const lastSpawn = { x: Number.NaN, y: Number.NaN };
    let next = 0;
    let frame = 0;
    let seen = false;
    let hidden = document.visibilityState === 'hidden';

    const render = (now: number) => {
      frame = 0;
      ring.x += (target.x - ring.x) * smoothing;
      ring.y += (target.y - ring.y) * smoothing;
      follower.style.transform = `translate3d(${ring.x}px, ${ring.y}px, 0)`;
      follower.style.opacity = seen ? '1' : '0';
      let anyAlive = false;
      particles.forEach((particle, index) => {
        const node = particleRefs.current[index];
        if (!node) return;
        if (!particle.alive) return;
        const age = (now - particle.born) / particleLifetime;
        if (age >= 1) {
          particle.alive = false;
          node.style.opacity = '0';
          delete node.dataset.active;
          return;
        }
        anyAlive = true;
        node.dataset.active = 'true';
        node.style.opacity = String(0.8 * (1 - age));
        node.style.transform = `translate3d(${particle.x}px, ${particle.y}px, 0) scale(${1 - age * 0.6})`;
      });
      const settling = Math.abs(target.x - ring.x) > 0.1 || Math.abs(target.y - ring.y) > 0.1;
      // Keep animating only while something moves; a resting pointer costs nothing.
      if ((settling || anyAlive) && !hidden) frame = requestAnimationFrame(render);
    };

    const wake = () => {
      if (!frame && !hidden) frame = requestAnimationFrame(render);
    };

    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType && event.pointerType !== 'mouse' && event.pointerType !== 'pen') return;
      target.x = event.clientX;
      target.y = event.clientY;
      if (!seen) {
        ring.x = target.x;
        ring.y = target.y;
        seen = true;
      }
      const moved = Number.isNaN(lastSpawn.x)
        ? Infinity
        : Math.hypot(target.x - lastSpawn.x, target.y - lastSpawn.y);
      if (count > 0 && moved >= spawnDistance) {
        const particle = particles[next] as Particle;
        particle.x = target.x;
        particle.y = target.y;
        particle.born = performance.now();
        particle.alive = true;
        next = (next + 1) % count;
        lastSpawn.x = target.x;
        lastSpawn.y = target.y;
      }
      wake();
    };

    const onLeave = () => {
      seen = false;
      follower.style.opacity = '0';
    };

    const onVisibility = () => {
      hidden = document.visibilityState === 'hidden';
      layer.dataset.paused = hidden ? 'true' : 'false';
      if (hidden && frame) {
        cancelAnimationFrame(frame);
        frame = 0;
      } else {
        wake();
      }
    };

    layer.dataset.paused = hidden ? 'true' : 'false';
    window.addEventListener('pointermove', onPointerMove, { passive: true });
    document.documentElement.addEventListener('pointerleave', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onPointerMove);
      document.documentElement.removeEventListener('pointerleave', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, count, smoothing, particleLifetime, spawnDistance]);

  if (!enabled) return null;
  return (
    <div ref={layerRef} className={particleCursorLayer} aria-hidden="true" data-particle-cursor="">
      <span ref={followerRef} className={particleCursorFollower} data-smoothing={smoothing} />
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          ref={(node) => {
            particleRefs.current[index] = node;
          }}
          className={particleCursorParticle}
          data-particle=""
        />
      ))}
    </div>
  );
}
ParticleCursor.displayName = 'ParticleCursor';
